import { useEffect, useState } from 'react';

/** False in the server-rendered HTML and the hydrating render; true once React has committed in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
