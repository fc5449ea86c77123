/** The small-screen menu's element id (the header's toggle points at it with aria-controls). */
export const MOBILE_MENU_ID = 'mobile-menu';
