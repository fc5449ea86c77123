import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Menu, X } from 'lucide-react';
import { Button } from '../ui/Button';
import { AccountArea } from './AccountArea';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import { lazyWhenIdle } from '../../lib/idle';
import { MOBILE_MENU_ID } from './mobile-menu-id';
import { SearchButton } from './SearchDialog';
import { Boundary } from '../../lib/ssr';

const MobileMenu = lazyWhenIdle(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** The sticky site header: brand, navigation, search, account and the mobile menu toggle. */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The same element while the menu's state is the same: a render of the header before the menu's
  // code has arrived leaves the server's menu in place.
  const mobileMenu = useMemo(
    () => (
      // Until its code arrives (browser idle, or the reader's first touch) the menu is the server's, or empty and hidden.
      <Boundary fallback={<nav id={MOBILE_MENU_ID} aria-label="Mobile" hidden />}>
        <MobileMenu open={menuOpen} onNavigate={closeMenu} />
      </Boundary>
    ),
    [menuOpen, closeMenu],
  );

  // Back/forward navigation also closes the menu, not only a click on one of its links.
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  return (
    <header className="sticky top-0 z-40 border-b border-rule bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Brand onNavigate={() => setMenuOpen(false)} />
        <DesktopNav />
        <div className="flex min-w-0 items-center gap-1">
          <SearchButton />
          <AccountArea />
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {mobileMenu}
    </header>
  );
}
