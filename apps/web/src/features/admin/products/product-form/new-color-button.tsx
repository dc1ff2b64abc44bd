import { useState } from 'react';
import { createPortal } from 'react-dom';
import { ColorFormDialog } from '@/features/admin/colors/components/color-form-dialog';

/**
 * 'New colour…': adds a colour to the shop without leaving the product form, then hands its name
 * over to be chosen. `purpose` finishes the button's name for screen readers, as the form has two.
 */
export function NewColorButton({
  purpose,
  onCreated,
  small = false,
}: {
  purpose: string;
  onCreated: (name: string) => void;
  /** As tall as the grid's small select, rather than as a full field. */
  small?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={`shrink-0 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:border-stone-900 ${small ? 'py-1.5' : 'py-2.5'}`}
      >
        New colour… <span className="sr-only">{purpose}</span>
      </button>
      {open &&
        createPortal(
          // Outside the product's <form>, which may hold no other form; React still bubbles the
          // dialog's submit up to it, so it stops here instead of saving the product.
          <div onSubmit={(event) => event.stopPropagation()}>
            <ColorFormDialog
              color={null}
              onClose={() => setOpen(false)}
              onSaved={(color) => onCreated(color.name)}
            />
          </div>,
          document.body,
        )}
    </>
  );
}
