import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages as nl } from '../../i18n/locales/storefront/nl.po';
import { Dialog } from '../src/Dialog';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={setupI18n({ locale: 'nl', messages: { nl } })}>{children}</I18nProvider>
);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

describe('Dialog', () => {
  it('opens as a modal titled by its heading and closes with its close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open={false} onClose={onClose} title="Maattabel">
        <p>Inhoud</p>
      </Dialog>,
      { wrapper },
    );
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);
    rerender(
      <Dialog open onClose={onClose} title="Maattabel">
        <p>Inhoud</p>
      </Dialog>,
    );
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Maattabel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('gives focus back to what opened it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { rerender } = render(
      <Dialog open onClose={() => {}} title="Titel">
        <button type="button">Binnen</button>
      </Dialog>,
      { wrapper },
    );
    screen.getByRole('button', { name: 'Binnen' }).focus();
    rerender(
      <Dialog open={false} onClose={() => {}} title="Titel">
        <button type="button">Binnen</button>
      </Dialog>,
    );
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
