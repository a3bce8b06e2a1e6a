// Interim field shapes (REFERENCE §3.10) until the forms contract lands; replaced by its types.
type Base = { id: string; label: string; required: boolean; read_only: boolean };
export type FormField =
  | (Base & { type: 'heading' | 'instruction' | 'textarea'; value: string })
  | (Base & { type: 'checkbox'; layout: 'vertical' | 'horizontal'; value: { label: string; value: boolean }[] })
  | (Base & { type: 'dropdown'; value: { label: string; value: string }[]; selected?: string })
  | (Base & { type: 'range'; value: { label: number; value: string }[]; values: { value: string } })
  | (Base & { type: 'signature'; sign_type: 'draw' | 'type'; sign?: string; sign_file_id?: string });
export type FormFieldType = FormField['type'];
