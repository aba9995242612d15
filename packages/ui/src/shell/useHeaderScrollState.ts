import { type HeaderState, INITIAL_HEADER_STATE, nextHeaderState } from '@shop/domain';
import { useEffect, useState } from 'react';

/**
 * The header's sticky / hidden state from the window's scroll position (the domain's `nextHeaderState`: sticky after
 * 50 px, hidden scrolling down beyond 250 px, shown scrolling up). Starts unstuck on the server and in the hydration
 * render; listens passively and updates at most once per animation frame.
 */
export function useHeaderScrollState(enabled = true): HeaderState {
  const [state, setState] = useState<HeaderState>(INITIAL_HEADER_STATE);
  useEffect(() => {
    if (!enabled) {
      setState(INITIAL_HEADER_STATE);
      return;
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      setState((prev) => nextHeaderState(prev, window.scrollY));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return state;
}
