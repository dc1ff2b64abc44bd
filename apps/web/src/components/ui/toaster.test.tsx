import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showToast } from '@/stores/toasts';
import { renderWithProviders } from '@/test/render';
import { Modal } from './modal';
import { Toaster } from './toaster';

// jsdom has no top layer. This one stands in for the browser's: what is shown last is on top.
// A modal dialog goes there when opened, a popover when shown.
let topLayer: Element[] = [];
const originalShowModal = HTMLDialogElement.prototype.showModal;
const originalClose = HTMLDialogElement.prototype.close;

beforeEach(() => {
  topLayer = [];
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    originalShowModal.call(this);
    topLayer.push(this);
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    originalClose.call(this);
    topLayer = topLayer.filter((element) => element !== this);
  };
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      topLayer.push(this);
    },
    hidePopover(this: HTMLElement) {
      topLayer = topLayer.filter((element) => element !== this);
    },
  });
});

afterEach(() => {
  // Unmounted first: the toaster leaves the top layer as it goes.
  cleanup();
  HTMLDialogElement.prototype.showModal = originalShowModal;
  HTMLDialogElement.prototype.close = originalClose;
  const prototype = HTMLElement.prototype as Partial<Pick<HTMLElement, 'showPopover' | 'hidePopover'>>;
  delete prototype.showPopover;
  delete prototype.hidePopover;
});

function DialogThatToasts() {
  const [open, setOpen] = useState(false);
  const dispatch = useDispatch();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal title="Edit profile" onClose={() => setOpen(false)}>
          <button type="button" onClick={() => dispatch(showToast('Image uploaded successfully', 'success'))}>
            Upload
          </button>
        </Modal>
      )}
    </>
  );
}

describe('Toaster', () => {
  it('shows a toast said while a dialog is open above that dialog', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Toaster />
        <DialogThatToasts />
      </>,
    );
    // jsdom hides any popover (it cannot tell one is shown), so the region is found as hidden.
    const toaster = screen.getByRole('status', { hidden: true }).parentElement as HTMLElement;
    expect(toaster).toHaveAttribute('popover', 'manual');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' });
    // The dialog opened after the toaster, yet the toaster is back on top of it.
    expect(topLayer).toEqual([dialog, toaster]);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(toaster).toHaveTextContent('Image uploaded successfully');
    expect(topLayer.at(-1)).toBe(toaster);
  });

  it('sits at the top of a phone’s screen, away from the buttons at the foot of the page', () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(showToast('Added to cart', 'success'));
    });
    const toaster = screen.getByRole('status', { hidden: true }).parentElement as HTMLElement;
    // Under the 4rem nav bar on a phone; at the bottom right from the sm width.
    expect(toaster).toHaveClass('top-20', 'bottom-auto', 'sm:top-auto', 'sm:bottom-4');
    expect(toaster).not.toHaveClass('bottom-4');
  });
});
