import { useCallback, useEffect, useRef, useState } from 'react';
import { selectEvidenceFiles } from './evidence-files';

export interface PickedEvidence {
  key: string;
  file: File;
  /** An object URL of the file for its thumbnail, revoked when the file leaves the list. */
  previewUrl: string;
}

let lastKey = 0;

/**
 * The files picked for a new entry, each with a thumbnail URL, and the spec's messages for
 * the files refused at the last pick. URLs are revoked on removal, on reset and on unmount.
 */
export function useEvidenceFiles() {
  const [items, setItems] = useState<PickedEvidence[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  // The list as of the last change, for handlers and the unmount cleanup.
  const latest = useRef(items);
  useEffect(
    () => () => {
      for (const item of latest.current) URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const selection = selectEvidenceFiles(
      latest.current.map((item) => item.file),
      files,
    );
    setRefusals(selection.refusals);
    if (selection.accepted.length === 0) return;
    // Created here, outside the state updater, so each file gets exactly one URL.
    const added = selection.accepted.map((file) => ({
      key: `evidence-${++lastKey}`,
      file,
      previewUrl: URL.createObjectURL(file),
    }));
    latest.current = [...latest.current, ...added];
    setItems(latest.current);
  }, []);

  const remove = useCallback((key: string) => {
    const item = latest.current.find((candidate) => candidate.key === key);
    if (item) URL.revokeObjectURL(item.previewUrl);
    latest.current = latest.current.filter((candidate) => candidate.key !== key);
    setItems(latest.current);
    setRefusals([]);
  }, []);

  const clear = useCallback(() => {
    for (const item of latest.current) URL.revokeObjectURL(item.previewUrl);
    latest.current = [];
    setItems([]);
    setRefusals([]);
  }, []);

  return { items, refusals, add, remove, clear };
}
