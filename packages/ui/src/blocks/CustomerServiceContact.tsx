import sharedStyles from './blocks.module.css';
import styles from './interactive.module.css';
import { BlockLinkAnchor, BlockTitle, buttonClass, cx, RichText, useBlocks } from './shared';
import type { CustomerServiceContactProps, CustomerServiceIcon, CustomerServiceItem } from './types';

const ICON_PATHS: Record<CustomerServiceIcon, string> = {
  chat: 'M4 5h16v10H8l-4 4z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
};

const ICONS: readonly CustomerServiceIcon[] = ['chat', 'email', 'phone'];

/** The icon of an item: chat, email or phone; chat for anything else. */
const iconOf = (icon: string | null): CustomerServiceIcon => ICONS.find((known) => known === icon) ?? 'chat';

/** A link whose target ends with `#chat` opens the in-page chat widget (spec §7). */
export const isChatLink = (href: string | null | undefined) => Boolean(href?.endsWith('#chat'));

function ContactAction({ item }: { item: CustomerServiceItem }) {
  const { onOpenChat } = useBlocks();
  if (!item.link?.url || !item.buttonText) return null;
  const className = cx(sharedStyles.button, buttonClass('DEFAULT'));
  if (isChatLink(item.link.url) && onOpenChat) {
    return (
      <button type="button" className={className} onClick={() => onOpenChat()}>
        {item.buttonText}
      </button>
    );
  }
  return (
    <BlockLinkAnchor link={item.link} className={className}>
      {item.buttonText}
    </BlockLinkAnchor>
  );
}

/** Ways to reach customer service: chat, e-mail and phone, each with a title, text and a button. */
export function CustomerServiceContact({ title, description, items }: CustomerServiceContactProps) {
  return (
    <section className={styles.contact}>
      <BlockTitle>{title}</BlockTitle>
      <RichText html={description} />
      <ul className={styles.contactList}>
        {items.map((item) => (
          <li key={`${iconOf(item.icon)}-${item.title}`} className={styles.contactItem} data-icon={iconOf(item.icon)}>
            <svg className={styles.contactIcon} aria-hidden="true" viewBox="0 0 24 24" width="32" height="32">
              <path
                d={ICON_PATHS[iconOf(item.icon)]}
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
            <h3 className={styles.contactTitle}>{item.title}</h3>
            <RichText html={item.text} />
            <ContactAction item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
