import type { SuggestionFormState } from '@compare/core';
import { Button, createStyles, Field, FieldError, Input, Label, Select } from '@compare/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useCompare } from '../../context';
import { useCategories } from '../../hooks/queries';
import { focusRing, headingStyle, rootClass } from '../../internal/styles';
import { useNotify } from '../../internal/use-notify';

const formStyle = createStyles({
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  width: '100%',
  maxWidth: '560px',
  color: '$text',
});
const textareaStyle = createStyles({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '120px',
  padding: '$2 $3',
  borderRadius: '$md',
  border: '1px solid $colors$borderStrong',
  backgroundColor: '$surface',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$md',
  lineHeight: '$normal',
  resize: 'vertical',
  '&::placeholder': { color: '$muted', opacity: 1 },
  '&:focus-visible': focusRing,
});
const fieldStyle = createStyles({ display: 'flex', flexDirection: 'column', gap: '$1' });
const labelStyle = createStyles({ fontSize: '$sm', fontWeight: '$medium', color: '$text' });

const EMPTY: SuggestionFormState = { email: '', vertical: '', description: '' };

/** Props of {@link SuggestionForm}. */
export interface SuggestionFormProps {
  /** Show the form's 'Suggest a deal' heading (true by default). */
  showTitle?: boolean | undefined;
  /** Called with the submitted values (after the toast; the form is then cleared). */
  onSubmitted?: ((values: SuggestionFormState) => void) | undefined;
  className?: string | undefined;
}

/**
 * The contact page's suggestion form: email (optional, email type), a required deal
 * category, and a description. Submitting shows 'Suggestion submitted!' and clears the form.
 * Nothing needs to be sent; when the API offers POST /api/suggestions it is sent best-effort, and a
 * failure is only logged.
 */
export function SuggestionForm({ showTitle = true, onSubmitted, className }: SuggestionFormProps) {
  const { messages, client, log } = useCompare();
  const notify = useNotify();
  const categories = useCategories();
  const [values, setValues] = useState<SuggestionFormState>(EMPTY);
  const [verticalMissing, setVerticalMissing] = useState(false);
  const verticalRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const options = (categories.data ?? []).map((c) => ({ value: c.title, label: c.title }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.vertical === '') {
      setVerticalMissing(true);
      verticalRef.current?.focus();
      return;
    }
    const sent = { ...values, email: values.email.trim() };
    if (typeof client.submitSuggestion === 'function') {
      void client
        .submitSuggestion(sent)
        .then((answer) => {
          if (answer.error) log(answer.error);
        })
        .catch(log);
    }
    notify({
      title: messages.suggestionSubmittedTitle,
      description: messages.suggestionSubmittedDescription,
    });
    setValues(EMPTY);
    setVerticalMissing(false);
    onSubmitted?.(sent);
  };

  return (
    <form
      className={rootClass(formStyle(), className)}
      onSubmit={submit}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : messages.suggestionFormTitle}
      data-compare-widget="suggestion-form"
    >
      {showTitle ? (
        <h2 id={titleId} className={headingStyle()}>
          {messages.suggestionFormTitle}
        </h2>
      ) : null}
      <Input
        type="email"
        name="email"
        autoComplete="email"
        label={messages.suggestionEmailLabel}
        value={values.email}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <Field invalid={verticalMissing}>
        <Label>{messages.suggestionVerticalLabel}</Label>
        <Select
          ref={verticalRef}
          options={options}
          placeholder={messages.suggestionVerticalPlaceholder}
          value={values.vertical}
          onValueChange={(vertical) => {
            setValues({ ...values, vertical });
            setVerticalMissing(false);
          }}
          required
        />
        <FieldError>{verticalMissing ? messages.suggestionVerticalPlaceholder : null}</FieldError>
      </Field>
      <div className={fieldStyle()}>
        <label htmlFor={descriptionId} className={labelStyle()}>
          {messages.suggestionDescriptionLabel}
        </label>
        <textarea
          id={descriptionId}
          name="description"
          className={textareaStyle()}
          value={values.description}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
      </div>
      <Button type="submit">{messages.suggestionSubmit}</Button>
    </form>
  );
}
