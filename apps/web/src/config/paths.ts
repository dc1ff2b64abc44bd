/** Every route of SPEC.md section 2 in one place, so links never drift from the router. */
export const paths = {
  home: '/',
  shop: '/shop',
  product: (handle: string) => `/shop/${encodeURIComponent(handle)}`,
  category: (name: string) => `/categories/${encodeURIComponent(name)}`,
  search: '/search',
  contact: '/contact',
  cart: '/cart',
  login: '/login',
  register: '/register',
  forgetPassword: '/forget-password',
  dashboard: '/dashboard',
} as const;
