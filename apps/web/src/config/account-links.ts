import type { Role } from '@shop/shared/people/users';
import { paths } from './paths';

export interface AccountLink {
  to: string;
  label: string;
  /** Active only on this exact address (the dashboard's overview, not its children). */
  end?: boolean;
}

/** The avatar dropdown and the mobile Profile submenu, by role (docs/product/screens.md). */
export const accountMenuLinks: Record<Role, readonly AccountLink[]> = {
  admin: [
    { to: paths.dashboardAdmin, label: 'Dashboard' },
    { to: paths.dashboardManageProducts, label: 'Manage Items' },
    { to: paths.dashboardManageOrders, label: 'All Orders' },
    { to: paths.dashboardAddProduct, label: 'Add-New' },
  ],
  user: [
    { to: paths.dashboard, label: 'Dashboard' },
    { to: paths.dashboardProfile, label: 'Profile' },
    { to: paths.dashboardPayments, label: 'Payments' },
    { to: paths.dashboardOrders, label: 'Orders' },
  ],
};

/**
 * The dashboard sidebar, by role. It lists only pages that are built, so it never leads to a
 * placeholder; the change that builds a dashboard page adds its entry here.
 */
export const dashboardSidebarLinks: Record<Role, readonly [AccountLink, ...AccountLink[]]> = {
  admin: [
    { to: paths.dashboardAdmin, label: 'Dashboard' },
    { to: paths.dashboardReports, label: 'Reports' },
    { to: paths.dashboardManageProducts, label: 'Manage Products' },
    { to: paths.dashboardAddProduct, label: 'Add Product' },
    { to: paths.dashboardImportExport, label: 'Import / Export' },
    { to: paths.dashboardCategories, label: 'Categories' },
    { to: paths.dashboardColors, label: 'Colours' },
    { to: paths.dashboardManageOrders, label: 'Manage Orders' },
    { to: paths.dashboardReturns, label: 'Returns' },
    { to: paths.dashboardShipping, label: 'Shipping' },
    { to: paths.dashboardTaxes, label: 'Taxes' },
    { to: paths.dashboardSales, label: 'Sales' },
    { to: paths.dashboardDiscounts, label: 'Discount codes' },
    { to: paths.dashboardUsers, label: 'Users' },
    { to: paths.dashboardMessages, label: 'Messages' },
    { to: paths.dashboardProfile, label: 'Profile' },
  ],
  user: [
    { to: paths.dashboard, label: 'Dashboard', end: true },
    { to: paths.dashboardProfile, label: 'Profile' },
    { to: paths.dashboardAddresses, label: 'Addresses' },
    { to: paths.dashboardOrders, label: 'Orders' },
    { to: paths.dashboardPayments, label: 'Payments' },
    { to: paths.dashboardReviews, label: 'Reviews' },
    { to: paths.dashboardWishlist, label: 'Wishlist' },
  ],
};
