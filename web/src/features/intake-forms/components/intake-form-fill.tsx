// Filling in an intake form (REFERENCE §3.10, §5): the introduction, the profile fields, the
// questions, the consents and the signature, one column so it reads on a 390 px phone. Checked here
// and again by the server; a server refusal (422) lands on the fields it names.
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FormResponse } from '#functions/contract/form-responses.ts';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { uploadImage } from '#web/features/customers/api/create-upload.ts';
import { useSubmitResponse } from '#web/features/intake-forms/api/submit-response.ts';
import { ConsentAnswer, noConsent } from '#web/features/intake-forms/components/consent-answer.tsx';
import { FieldAnswer } from '#web/components/field-answer.tsx';
import { SignaturePad } from '#web/components/signature-pad.tsx';
import { buildResponseData, checkFill, initialFill, screenFieldKey, type FillState } from '#web/features/intake-forms/fill-state.ts';

interface IntakeFormFillProps {
  form: IntakeForm;
  /** Staff filling for a linked client; a client's own id comes from the session. */
  clientId?: string;
  prefill?: Record<string, string>;
  /** The builder's preview: everything but the way to send. */
  preview?: boolean;
  onSubmitted: (response: FormResponse) => void;
}

const uploadSignature = (png: Blob) => uploadImage('signature', new File([png], 'signature.png', { type: 'image/png' }));

function useFill(form: IntakeForm, prefill: Record<string, string>) {
  const [state, setState] = useState<FillState>(() => initialFill(form, prefill));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = (change: Partial<FillState>, clear: string) => {
    setState((current) => ({ ...current, ...change }));
    setErrors(({ [clear]: _cleared, ...rest }) => rest);
  };
  return { state, errors, setErrors, patch };
}

export function IntakeFormFill({ form, clientId, prefill = {}, preview = false, onSubmitted }: IntakeFormFillProps) {
  const { state, errors, setErrors, patch } = useFill(form, prefill);
  const submit = useSubmitResponse();
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => { if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(); }, [focusTick]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (preview) return;
    const problems = checkFill(form, state);
    setErrors(problems);
    if (Object.keys(problems).length > 0) { setFocusTick((n) => n + 1); return; }
    setSending(true);
    try {
      const data = await buildResponseData(state, uploadSignature);
      const response = await submit.mutateAsync({ intake_form_id: form.id, ...(clientId ? { client_id: clientId } : {}), response_form_data: data });
      onSubmitted(response);
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [screenFieldKey(k), v])));
      setFocusTick((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  const profileFields = form.form_data.profile_fields.filter((f) => f.include_in_intake);
  const { consent_forms: consentForms, signature } = form.form_data.consents;
  return (
    <form ref={formRef} onSubmit={(e) => void send(e)} noValidate aria-label={form.name}>
      <Stack gap="lg">
        {form.introduction.trim() !== '' && <Text style={{ whiteSpace: 'pre-line' }}>{form.introduction}</Text>}
        {profileFields.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="fill-profile">
            <Title order={2} size="h3" id="fill-profile">Your details</Title>
            {profileFields.map((f) => (
              <TextInput key={f.name} label={f.input_name} description={f.description} required={f.required} type={f.input_type === 'number' ? 'text' : f.input_type} inputMode={f.input_type === 'number' ? 'numeric' : undefined}
                value={state.profile[f.name] ?? ''} error={errors[`profile.${f.name}`]} onChange={(e) => patch({ profile: { ...state.profile, [f.name]: e.currentTarget.value } }, `profile.${f.name}`)} />
            ))}
          </Stack>
        )}
        {state.questions.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="fill-questions">
            <Title order={2} size="h3" id="fill-questions">Questionnaire</Title>
            {state.questions.map((q, i) => (
              <FieldAnswer key={q.id} field={q} error={errors[`question.${i}`]} drawn={state.drawn[q.id] ?? null}
                onDrawn={(value) => patch({ drawn: { ...state.drawn, [q.id]: value } }, `question.${i}`)}
                onChange={(next) => patch({ questions: state.questions.map((x, j) => (j === i ? next : x)) }, `question.${i}`)} />
            ))}
          </Stack>
        )}
        {(consentForms.length > 0 || signature) && (
          <Stack gap="md" component="section" aria-labelledby="fill-consents">
            <Title order={2} size="h3" id="fill-consents">Consents</Title>
            {consentForms.map((consent, i) => (
              <ConsentAnswer key={i} consent={consent} value={state.consents[i] ?? noConsent} error={errors[`consent.${i}`]}
                onChange={(value) => patch({ consents: state.consents.map((c, j) => (j === i ? value : c)) }, `consent.${i}`)} />
            ))}
            {signature && <SignaturePad value={state.signature} error={errors.signature} onChange={(value) => patch({ signature: value }, 'signature')} />}
          </Stack>
        )}
        <ActionErrorAlert error={submit.error} title="Not sent" />
        {!preview && <FormActions label="Submit form" pending={sending} pendingLabel="Sending…" />}
      </Stack>
    </form>
  );
}
