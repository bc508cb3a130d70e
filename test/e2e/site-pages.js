/**
 * One page of every type the demo site has, with the status and page type code it answers: the
 * end-to-end suites (accessibility, layout stability, the site's pages) walk this one list.
 */
export const SITE_PAGES = [
  { path: '/', status: 200, pageType: 2 },
  { path: '/shop', status: 200, pageType: 1 },
  { path: '/shop/tide-mug', status: 200, pageType: 50 },
  { path: '/journal', status: 200, pageType: 1 },
  { path: '/journal/why-we-fire-slowly', status: 200, pageType: 50 },
  { path: '/gallery', status: 200, pageType: 1 },
  { path: '/contact', status: 200, pageType: 2 },
  { path: '/visit', status: 200, pageType: 2 },
  { path: '/cookie-policy', status: 200, pageType: 2 },
  { path: '/search?q=mug', status: 200, pageType: 102 },
  { path: '/cart', status: 200, pageType: 200 },
  { path: '/review', status: 200, pageType: 209 },
  { path: '/commerce/goto-checkout', status: 200, pageType: 201 },
  { path: '/checkout/donate?donatePageId=studio-fund', status: 200, pageType: 203 },
  { path: '/trade', status: 401, pageType: 105 },
  { path: '/members', status: 401, pageType: 105 },
  { path: '/no-such-page', status: 404, pageType: 100 },
  { path: '/films', status: 200, pageType: 2 },
  { path: '/listen', status: 200, pageType: 2 },
  { path: '/studio', status: 200, pageType: 2 },
  { path: '/faq', status: 200, pageType: 2 },
  { path: '/events', status: 200, pageType: 2 },
];
