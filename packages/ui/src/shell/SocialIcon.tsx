import type { SocialNetwork } from './types';

/** Brand names are not translated: they are the accessible names of the social links. */
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  x: 'X',
};

const PATHS: Record<SocialNetwork, string> = {
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-2a1 1 0 100 2 1 1 0 000-2z',
  facebook: 'M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V2h-2.7C11.3 2 10.5 3.8 10.5 6.3V8H8v3h2.5v11H14V11h2.6l.4-3z',
  pinterest:
    'M12 2a10 10 0 00-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.8-2.4 6.8-5.7 6.8-1.1 0-2.2-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A10 10 0 1012 2z',
  tiktok: 'M16 2h-3v13.5a2.5 2.5 0 11-2.5-2.5V10A5.5 5.5 0 1016 15.5V8.3a7 7 0 004 1.2v-3A4 4 0 0116 2z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
  linkedin:
    'M4 3a2 2 0 110 4 2 2 0 010-4zM2.5 9h3v12h-3zM9 9h2.9v1.7c.4-.8 1.4-1.9 3.3-1.9 3.2 0 3.8 2.1 3.8 4.8V21h-3v-6.4c0-1.5 0-3.4-2.1-3.4S11.5 12.8 11.5 14.5V21H9z',
  x: 'M3 3h5l4.2 5.8L17.5 3H21l-7.2 8.2L21.5 21h-5l-4.6-6.3L6.3 21H3l7.5-8.5z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" fill="currentColor" fillRule="evenodd">
      <path d={PATHS[network]} />
    </svg>
  );
}
