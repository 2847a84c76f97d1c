import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The id of the page's `<main>` (PageLayout); the skip link points at it too. */
const MAIN_ID = 'conteudo';

/**
 * After a client-side navigation, focus goes to the new page's main content, as a page load would put a
 * keyboard or screen reader user at the top of the new page; otherwise focus stays on the link that no longer
 * exists, which leaves it on `<body>`. Not on first load, and not when only the query changes (a search keeps
 * focus in its field).
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
