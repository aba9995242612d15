import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Image } from '../Image';
import type { LinkComponent } from '../Link';
import styles from './MainNavigation.module.css';
import { ShellAnchor } from './ShellAnchor';
import type { NavigationItem, NavigationSegment, Segment } from './types';

export interface MainNavigationProps {
  /** The two segments (for her, for him) with their items. */
  segments: readonly NavigationSegment[];
  /** The page's segment: its items are shown and its tab is current. */
  activeSegment: Segment;
  /** Changes with every route (e.g. the pathname): a change closes the menu and any flyout (spec §2). */
  routeKey: string;
  Link?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * The main navigation (spec §2) after the WAI disclosure navigation pattern: two segment links (for her, for him),
 * level-1 items that open a flyout (desktop) or an accordion (mobile) with lists (level 2) of links (level 3). On
 * small screens a toggle button (aria-expanded, aria-controls) shows the menu. Escape closes the open flyout (focus
 * back on its button), else the mobile menu (focus back on the toggle); a route change closes everything. Tab moves
 * through the levels in reading order.
 */
export function MainNavigation({ segments, activeSegment, routeKey, Link, className }: MainNavigationProps) {
  const { t } = useLingui();
  const id = useId();
  const menuId = `${id}-menu`;
  const [menuOpen, setMenuOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A route change closes the menu and the flyouts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: routeKey is the trigger
  useEffect(() => {
    setMenuOpen(false);
    setExpanded(null);
  }, [routeKey]);

  const current = segments.find((segment) => segment.segment === activeSegment) ?? segments[0];
  const items = (current?.items ?? []).filter((item) => item.primary.showMenu);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (expanded !== null) {
      event.stopPropagation();
      const buttons = navRef.current?.querySelectorAll<HTMLButtonElement>('[data-flyout-button]') ?? [];
      const button = [...buttons].find((candidate) => candidate.dataset.flyoutButton === expanded);
      setExpanded(null);
      button?.focus();
    } else if (menuOpen) {
      event.stopPropagation();
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  // A flyout closes when focus leaves the navigation (disclosure pattern); the mobile menu stays until closed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setExpanded(null);
  };

  const segmentLabel = (segment: Segment) => (segment === 'for-him' ? t`For him` : t`For her`);

  return (
    <nav
      ref={navRef}
      className={[styles.navigation, className].filter(Boolean).join(' ')}
      aria-label={t`Main`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          {menuOpen ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span className={styles.toggleLabel}>
          <Trans>Menu</Trans>
        </span>
      </button>
      <div id={menuId} className={styles.menu} data-open={menuOpen ? 'true' : undefined}>
        <ul className={styles.segments}>
          {segments.map((segment) => (
            <li key={segment.segment}>
              <ShellAnchor
                link={segment.link}
                Link={Link}
                className={styles.segment}
                aria-current={segment.segment === current?.segment ? 'true' : undefined}
              >
                {segmentLabel(segment.segment)}
              </ShellAnchor>
            </li>
          ))}
        </ul>
        <ul className={styles.items}>
          {items.map((item) => (
            <Level1
              key={item.primary.uid}
              item={item}
              flyoutId={`${id}-${item.primary.uid}`}
              expanded={expanded === item.primary.uid}
              onToggle={() => setExpanded((open) => (open === item.primary.uid ? null : item.primary.uid))}
              Link={Link}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
}

function Level1({
  item,
  flyoutId,
  expanded,
  onToggle,
  Link,
}: {
  item: NavigationItem;
  flyoutId: string;
  expanded: boolean;
  onToggle: () => void;
  Link?: LinkComponent | undefined;
}) {
  const { t } = useLingui();
  const { primary } = item;
  const style = primary.color ? ({ '--item-color': primary.color } as CSSProperties) : undefined;
  const hasFlyout = primary.showSubmenu && item.items.length > 0;
  const title = primary.title;
  return (
    <li className={styles.item} data-expanded={expanded ? 'true' : undefined}>
      {primary.link ? (
        <ShellAnchor link={primary.link} Link={Link} className={styles.itemLink} style={style}>
          {title}
        </ShellAnchor>
      ) : (
        !hasFlyout && (
          <span className={styles.itemLink} style={style}>
            {title}
          </span>
        )
      )}
      {hasFlyout && (
        <>
          <button
            type="button"
            className={primary.link ? styles.expand : `${styles.expand} ${styles.expandWithTitle}`}
            style={style}
            aria-expanded={expanded}
            aria-controls={flyoutId}
            data-flyout-button={primary.uid}
            onClick={onToggle}
            aria-label={primary.link ? t`More in ${title}` : undefined}
          >
            {!primary.link && title}
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className={styles.chevron}>
              <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div id={flyoutId} className={styles.flyout} hidden={!expanded}>
            <ul className={styles.lists}>
              {item.items.map((list) => (
                <li key={list.title} className={styles.list}>
                  {list.link ? (
                    <ShellAnchor link={list.link} Link={Link} className={styles.listTitle}>
                      {list.title}
                    </ShellAnchor>
                  ) : (
                    <span className={styles.listTitle}>{list.title}</span>
                  )}
                  {list.links.length > 0 && (
                    <ul className={styles.links}>
                      {list.links.map((leaf) => (
                        <li key={`${leaf.label}-${leaf.link.href}`}>
                          <ShellAnchor link={leaf.link} Link={Link} className={styles.link}>
                            {leaf.label}
                          </ShellAnchor>
                        </li>
                      ))}
                    </ul>
                  )}
                  {list.image && (
                    <Image
                      src={list.image.url}
                      alt={list.image.alt}
                      width={list.image.width}
                      height={list.image.height}
                      className={styles.image}
                    />
                  )}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </li>
  );
}
