import { type KeyboardEvent, useEffect, useState } from 'react';

/**
 * A combobox's list and its active option (focus stays on the input, aria-activedescendant): the arrow keys move
 * through the options (and open the list), Enter takes the active option (or none), Escape closes the list first,
 * then calls `onEscape`. A new list starts without an active option.
 */
export function useCombobox<T extends { key: string }>(
  options: readonly T[],
  { onEnter, onEscape }: { onEnter: (option: T | undefined) => void; onEscape: () => void },
) {
  const [expanded, setExpanded] = useState(true);
  const [active, setActive] = useState(-1);
  const listShown = expanded && options.length > 0;

  const optionsKey = options.map((option) => option.key).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list changes
  useEffect(() => setActive(-1), [optionsKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setExpanded(true);
        if (options.length) setActive((index) => (index + 1) % options.length);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setExpanded(true);
        if (options.length) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case 'Enter':
        event.preventDefault();
        onEnter(listShown ? options[active] : undefined);
        break;
      case 'Escape':
        event.preventDefault();
        if (listShown) {
          setExpanded(false);
          setActive(-1);
        } else {
          onEscape();
        }
        break;
    }
  };

  return { active, setActive, setExpanded, listShown, onKeyDown };
}
