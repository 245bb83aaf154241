import { useState, type KeyboardEvent } from 'react';

export const CAPS_LOCK_MESSAGE = '大写锁定已开启';

/**
 * A password box's show/hide switch and its caps-lock warning (SPEC §2): `capsLock` follows every key in the box
 * and clears when the box loses focus; `tipId` is the warning's id, for the box's aria-describedby.
 */
export function usePasswordVisibility(id: string | undefined) {
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) => {
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  };
  return {
    visible,
    setVisible,
    toggle: () => setVisible((shown) => !shown),
    capsLock,
    tipId: id ? `${id}-caps` : undefined,
    /** Spread on the input. */
    keyHandlers: { onKeyDown: readCapsLock, onKeyUp: readCapsLock },
    /** Call from the input's blur. */
    clearCapsLock: () => setCapsLock(false),
  };
}
