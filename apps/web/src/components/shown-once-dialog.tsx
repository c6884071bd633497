import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';

interface ShownOnceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** What was created, shown this once (a key, a secret); null while the form is on screen. */
  shown: ReactNode | null;
  /** The form. */
  children: ReactNode;
}

/**
 * A dialog whose form gives way to something the server answers once (a key, a secret). The
 * dialog goes back to its top, where the warning and the value are, and takes the focus the
 * vanished submit button had; a stray click outside does not throw the value away; "Concluído"
 * closes it, and the caller forgets the value with its mutation's state.
 */
export function ShownOnceDialog(props: ShownOnceDialogProps) {
  const { open, onOpenChange, title, description, shown, children } = props;
  const content = useRef<HTMLDivElement>(null);
  const showing = shown !== null;
  useEffect(() => {
    const element = content.current;
    if (!showing || !element) return;
    element.scrollTop = 0;
    element.focus({ preventScroll: true });
  }, [showing]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={content}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        onInteractOutside={showing ? (event) => event.preventDefault() : undefined}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {showing ? (
          <div className="grid min-w-0 gap-4">
            {shown}
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button type="button">Concluído</Button>
              </DialogClose>
            </div>
          </div>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}
