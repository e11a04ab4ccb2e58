import type { ResolvedList } from '@compare/core';
import { Button, Dialog } from '@compare/ui';
import { type FormEvent, useId, useState } from 'react';
import { useCompare } from '../../context';
import {
  addLines,
  errorMessage,
  useAccountApi,
  useAccountMessages,
  useAccountT,
} from '../../internal/account';
import {
  dialogHeadStyle,
  errorStyle,
  hintStyle,
  labelStyle,
  stackStyle,
  textareaStyle,
  triggerStyle,
} from '../../internal/account-styles';
import { rootClass } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';
import { type ChosenLine, PasteListResults } from './paste-list-results';

/** Props of {@link PasteList}. */
export interface PasteListProps {
  /**
   * 'dialog' (default): the 'Paste a list' button opens a dialog. 'inline': the button unfolds the
   * form in place (inside the side sheet, which is a dialog itself).
   */
  layout?: 'dialog' | 'inline' | undefined;
  /** Controlled open state. */
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Called after lines were added to the basket, with how many. */
  onAdded?: ((count: number) => void) | undefined;
  className?: string | undefined;
}

function PasteListForm({ onDone }: { onDone: (count: number) => void }) {
  const { stores } = useCompare();
  const messages = useAccountMessages();
  const t = useAccountT();
  const api = useAccountApi();
  const notify = useNotify();
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resolved, setResolved] = useState<ResolvedList | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setPending(true);
    setError(null);
    try {
      setResolved(await api.resolveList(text));
    } catch (err) {
      setError(errorMessage(err, messages.somethingWentWrong));
    } finally {
      setPending(false);
    }
  };
  const add = (lines: ChosenLine[]) => {
    const count = addLines(stores.basket, lines);
    notify({ title: t('pasteListAdded', { count }) });
    setResolved(null);
    setText('');
    onDone(count);
  };
  return (
    <div className={stackStyle()}>
      <form className={stackStyle()} onSubmit={submit}>
        <label className={labelStyle()} htmlFor={`${id}-text`}>
          {messages.pasteListLabel}
        </label>
        <textarea
          id={`${id}-text`}
          className={textareaStyle()}
          value={text}
          maxLength={4000}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setText(e.target.value);
            setResolved(null);
          }}
        />
        <p id={`${id}-hint`} className={hintStyle()}>
          {messages.pasteListHint}
        </p>
        {error ? (
          <p role="alert" className={errorStyle()}>
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          variant={resolved ? 'secondary' : 'primary'}
          loading={pending}
          disabled={!text.trim()}
        >
          {pending ? messages.pasteListFinding : messages.pasteListFind}
        </Button>
      </form>
      {resolved ? (
        <PasteListResults key={JSON.stringify(resolved.lines)} resolved={resolved} onAdd={add} />
      ) : null}
    </div>
  );
}

/**
 * 'Paste a list': a typed shopping list ("2 doodh, atta 5kg, दूध 1 लीटर") becomes basket lines.
 * Each line is matched with the site's search; the shopper picks the best match or one of up to 3
 * alternatives (or skips it), sets the quantity, and adds the chosen lines in one tap. Lines
 * nothing matched are listed.
 */
export function PasteList({
  layout = 'dialog',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onAdded,
  className,
}: PasteListProps) {
  const messages = useAccountMessages();
  const [own, setOwn] = useState(defaultOpen);
  const open = openProp ?? own;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const done = (count: number) => {
    setOpen(false);
    onAdded?.(count);
  };
  if (layout === 'inline') {
    return (
      <div className={rootClass(stackStyle(), className)} data-compare-widget="paste-list">
        <Button variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {messages.pasteList}
        </Button>
        {open ? <PasteListForm onDone={done} /> : null}
      </div>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={rootClass(triggerStyle(), className)} data-compare-widget="paste-list">
        {messages.pasteList}
      </Dialog.Trigger>
      <Dialog.Content>
        <div className={dialogHeadStyle()}>
          <Dialog.Title>{messages.pasteListTitle}</Dialog.Title>
          <Dialog.Close aria-label={messages.close}>
            <span aria-hidden="true">×</span>
          </Dialog.Close>
        </div>
        <PasteListForm onDone={done} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
