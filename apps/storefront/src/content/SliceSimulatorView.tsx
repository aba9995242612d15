import { useMemo } from 'react';
import { PageBlocks } from './ContentPageView';
import { parseSimulatorState } from './simulator';

/** The slice simulator's page: the blocks of its `state`, with the same runtime as a content page. */
export default function SliceSimulatorView({ state }: { state: string | undefined }) {
  const { blocks, error } = useMemo(() => parseSimulatorState(state), [state]);
  return (
    <div data-slice-simulator="">
      {/* A tool for editors, in English on purpose (like the blocks' debug notes). */}
      <h1 className="visually-hidden">Slice simulator</h1>
      {error && <p role="alert">{`Slice simulator: ${error}`}</p>}
      <PageBlocks page={{ blocks, segment: 'FOR_HER' }} cookieChoice="enabled" customerService={null} />
    </div>
  );
}
