/** Small inline icons (emoji glyphs are missing from many phones' fonts), sized where used. */
function Icon({ size, path }: { size: number; path: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}

interface IconProps {
  size?: number;
}

export function EditIcon({ size = 16 }: IconProps) {
  return (
    <Icon
      size={size}
      path="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
    />
  );
}

export function TrashIcon({ size = 16 }: IconProps) {
  return (
    <Icon
      size={size}
      path="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
    />
  );
}

export function PhoneIcon({ size = 18 }: IconProps) {
  return (
    <Icon
      size={size}
      path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23z"
    />
  );
}

/** A window with a side panel: the dashboard's own menu (the site menu is the three-line icon). */
export function SidePanelIcon({ size = 22 }: IconProps) {
  return (
    <Icon
      size={size}
      path="M4 3h16a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h5V5H4zm7 0v14h9V5h-9zM5 7h3v2H5V7zm0 4h3v2H5v-2z"
    />
  );
}
