import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** A QR code of `text` as an inline SVG (no image URL: nothing for the page's CSP to allow). */
export function QrCode({
  text,
  label,
  size = 220,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const code = generate(text);
  // A quiet zone of four modules around the code, as scanners expect.
  const box = code.size + 8;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`-4 -4 ${box} ${box}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
