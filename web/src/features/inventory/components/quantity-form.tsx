// The small forms of inventory: a quantity (and sometimes a person or a product) validated with the
// API's own schema in the browser, sent once, with the API's refusal shown above the button.
import { Select, Stack, TextInput } from '@mantine/core';
import type * as z from 'zod';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { quantityInput } from '#web/features/inventory/inventory-format.ts';
import { submitHandler, type FormMutation } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

export interface Choice {
  value: string;
  label: string;
}

interface QuantityFormProps<S extends z.ZodType, Data> {
  schema: S;
  /** The fixed part of the body (the product of a row, say). */
  fixed?: Record<string, unknown>;
  /** A picker of the form, and the body key it fills. */
  picker?: { key: string; label: string; choices: Choice[] };
  quantityKey?: string;
  quantityLabel?: string;
  initialQuantity?: string;
  submitLabel: string;
  errorTitle: string;
  mutation: FormMutation<z.output<S>, Data>;
  onDone: (data: Data) => void;
  onCancel?: () => void;
}

interface Draft extends Record<string, unknown> {
  choice: string;
  quantity: string;
}

export function QuantityForm<S extends z.ZodType, Data>(props: QuantityFormProps<S, Data>) {
  const { schema, fixed = {}, picker, quantityKey = 'quantity', quantityLabel = 'Quantity', mutation } = props;
  const form = useZodForm(schema, { choice: '', quantity: props.initialQuantity ?? '' } as Draft, (draft: Draft) => ({
    ...fixed,
    ...(picker ? { [picker.key]: draft.choice === '' ? undefined : draft.choice } : {}),
    [quantityKey]: quantityInput(draft.quantity),
  }));
  const submit = submitHandler(form, mutation, {
    onSuccess: (data) => {
      form.reset({ choice: '', quantity: '' });
      props.onDone(data);
    },
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {picker && (
          <Select
            {...form.field(picker.key, picker.label)}
            data={picker.choices}
            value={form.values.choice === '' ? null : form.values.choice}
            onChange={(value) => form.set('choice', value ?? '')}
            searchable
            openOnFocus={false}
            nothingFoundMessage="Nothing found"
          />
        )}
        <TextInput
          {...form.field(quantityKey, quantityLabel)}
          inputMode="decimal"
          value={form.values.quantity}
          onChange={(event) => form.set('quantity', event.currentTarget.value)}
        />
        <FormProblems error={mutation.error} title={props.errorTitle} otherErrors={form.otherErrors.filter((m) => m !== undefined)} />
        <FormActions label={props.submitLabel} pending={mutation.isPending} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
