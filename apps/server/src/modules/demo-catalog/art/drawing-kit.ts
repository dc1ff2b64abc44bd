/** Everything a drawing needs to know about its colours, as ready-to-use attribute values. */
export interface Kit {
  base: string;
  line: string;
  /** Seams, ribs and folds: visible on the item whether it is dark or light. */
  ink: string;
  light: string;
  /** Hardware, chains and settings. */
  metal: 'gold' | 'silver';
  /** A second colour that sets off the item: linings, bands, bows. */
  accent: string;
  /** Lipstick tubes, caps and compact cases: dark, or gold when the product itself is black. */
  tube: string;
}

export interface Drawing {
  art: string;
  /** Details that only the front shows: buttons, clasps, bows. */
  front?: string;
  /** Where the detail shot zooms in. */
  focus: readonly [number, number];
  /** The floor line the item stands on and half its width, for the shadow. */
  ground: readonly [number, number];
  /** Small or off-centre items: the point to centre on and how much to enlarge. */
  fit?: readonly [number, number, number];
}

export type Draw = (k: Kit) => Drawing;
