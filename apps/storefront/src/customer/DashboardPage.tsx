import { Trans } from '@lingui/react/macro';
import { LoyaltyProgress, VoucherCard } from '@shop/ui/account';
import type { CookieChoice } from '@shop/ui/blocks';
import { lazy, Suspense } from 'react';
import type { MyVoucherFragment } from '../cart/public';
import { ShopLink } from '../components/ShopLink';
import { formatDate } from '../lib/format-date';
import type { WithNewsletterSalutations } from '../newsletter/public';
import type { CustomerDashboardQuery } from './customer.generated';
import styles from './customer.module.css';
import { LoginNotice } from './LoginNotice';
import { OrderList, useLocale } from './Orders';

/** The content blocks' code loads with a page that has blocks (it is large): not part of the dashboard's first load. */
const PageBlocks = lazy(() => import('../content/ContentPageView').then((module) => ({ default: module.PageBlocks })));

export type DashboardData = Omit<CustomerDashboardQuery, 'contentPage'> & {
  /** The account content page (uid `customer`) with the store's salutations for a newsletter block among its blocks. */
  contentPage: (NonNullable<CustomerDashboardQuery['contentPage']> & WithNewsletterSalutations) | null;
  cookieChoice: CookieChoice;
};

/** The vouchers a customer can still use: redeemable now, or becoming so (valid from ahead); redeemed ones are gone. */
export const openVouchers = (vouchers: readonly MyVoucherFragment[]) => vouchers.filter((voucher) => !voucher.redeemed);

export function Voucher({ voucher, headingLevel = 3 }: { voucher: MyVoucherFragment; headingLevel?: 2 | 3 | 4 }) {
  const locale = useLocale();
  return (
    <VoucherCard
      text={voucher.text}
      value={voucher.value.formatted}
      validFrom={formatDate(voucher.validFrom, locale)}
      validUntil={formatDate(voucher.validUntil, locale)}
      code={voucher.barcode}
      upcoming={!voucher.available}
      headingLevel={headingLevel}
    />
  );
}

/**
 * `/customer/` (spec commerce §2): "Welcome {first name}", the loyalty points and the way to the next voucher, the
 * vouchers to redeem with their barcodes, the latest orders, and the account content page (uid `customer`).
 */
export function DashboardPage({ data }: { data: DashboardData }) {
  const { customer, customerOrders, contentPage } = data;
  if (!customer) return <LoginNotice />;
  const firstName = customer.firstName;
  const vouchers = openVouchers(customer.vouchers);
  const loyalty = customer.loyalty;
  const blocks = contentPage?.blocks ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Welcome {firstName}</Trans>
      </h1>

      <section className={styles.section} aria-labelledby="loyalty-title">
        <h2 id="loyalty-title" className={styles.sectionTitle}>
          <Trans>Loyalty points</Trans>
        </h2>
        <LoyaltyProgress
          points={loyalty.points}
          pointsToNextVoucher={loyalty.pointsToNextVoucher}
          pointsPerVoucher={loyalty.pointsPerVoucher}
          voucherValue={loyalty.voucherValue.formatted}
        />
      </section>

      <section className={styles.section} aria-labelledby="vouchers-title">
        <h2 id="vouchers-title" className={styles.sectionTitle}>
          <Trans>Vouchers to redeem</Trans>
        </h2>
        {vouchers.length === 0 ? (
          <p className={styles.muted}>
            <Trans>You have no vouchers yet. Every euro you spend brings you a point closer to the next one.</Trans>
          </p>
        ) : (
          <>
            <p className={styles.muted}>
              <Trans>Show the barcode in one of our stores, or redeem a voucher in your shopping cart.</Trans>
            </p>
            <ul className={styles.cards}>
              {vouchers.map((voucher) => (
                <li key={voucher.id}>
                  <Voucher voucher={voucher} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section className={styles.section} aria-labelledby="orders-title">
        <h2 id="orders-title" className={styles.sectionTitle}>
          <Trans>Recent orders</Trans>
        </h2>
        {customerOrders && customerOrders.orders.length > 0 ? (
          <OrderList orders={customerOrders.orders} />
        ) : (
          <p className={styles.muted}>
            <Trans>You have not ordered anything yet.</Trans>
          </p>
        )}
        <p>
          <ShopLink href="/customer/orders/">
            <Trans>All my orders</Trans>
          </ShopLink>
        </p>
      </section>

      {contentPage && blocks.length > 0 && (
        <section className={styles.content} aria-label={contentPage.title}>
          <Suspense fallback={null}>
            <PageBlocks page={contentPage} cookieChoice={data.cookieChoice} customerService={null} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
