import { usePublicConfig } from '../foundation/render-hints.ts';
import { t } from '../i18n/bn.ts';

/**
 * The organisation's social-media page (340x130), loaded lazily from the configured URL.
 * With no URL configured, or when the frame cannot load, the page around it is unaffected.
 */
export function SocialEmbed() {
  const url = usePublicConfig().socialPageUrl;
  if (!url) return null;
  return (
    <div className="social-embed">
      <iframe
        src={url}
        title={t.home.socialTitle}
        width={340}
        height={130}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-popups"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
