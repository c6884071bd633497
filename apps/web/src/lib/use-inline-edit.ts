import { useEffect, useRef, useState } from 'react';

/**
 * A list item edited in place: whether its field is open, and the button that opens it, which
 * gets the focus back when the field closes (saved or cancelled), not <body>.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  return {
    editing,
    editButton,
    startEditing: () => setEditing(true),
    stopEditing: () => {
      returnFocus.current = true;
      setEditing(false);
    },
  };
}
