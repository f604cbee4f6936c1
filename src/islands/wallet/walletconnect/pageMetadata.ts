/** The page as WalletConnect shows it to a wallet. */
export interface PageMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** The page as WalletConnect describes it to the wallet: the site's name and description, origin and icon. */
export function pageMetadata(siteName: string): PageMetadata {
  return {
    name: siteName,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? siteName,
    url: window.location.origin,
    icons: [new URL('/apple-touch-icon.png', window.location.origin).href],
  };
}
