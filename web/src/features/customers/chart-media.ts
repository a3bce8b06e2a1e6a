// What the chart entry editor holds for its images until Save (issue 19: drawn images and photos, each
// an upload id on the server): a new drawing per drawing field and new photos per photo field, then
// uploaded (purpose `chart_image`; a drawn signature, `signature`) and written into the fields as ids.
import type { ChartField } from '#functions/contract/form-fields.ts';
import type { SignatureValue } from '#web/components/signature-pad.tsx';
import { uploadImage } from '#web/features/customers/api/create-upload.ts';

export interface FieldMedia {
  /** A new drawing (PNG) replacing the field's image. */
  drawing?: Blob;
  /** New photos to add to the field's `file_ids`. */
  photos?: File[];
}
export type ChartMedia = Record<string, FieldMedia>;

let added = 0;
const newId = (kind: string) => `${kind}-${Date.now().toString(36)}-${(added += 1)}`;

/** A drawing field (a blank sketch) and a photos field, added to an entry from the editor. */
export const newSketchField = (): ChartField => ({ id: newId('sketch'), type: 'sketch', label: 'Drawing', required: false, read_only: false, image_file_id: null, notes: '' });
export const newPhotosField = (): ChartField => ({ id: newId('photos'), type: 'file_upload', label: 'Photos', required: false, read_only: false, file_ids: [] });

const asPng = (png: Blob, name: string) => new File([png], name, { type: 'image/png' });

async function uploadField(field: ChartField, signature: SignatureValue | undefined, media: FieldMedia | undefined): Promise<ChartField> {
  if (field.type === 'signature' && signature?.sign_type === 'draw') {
    return { ...field, sign_type: 'draw', sign_file_id: await uploadImage('signature', asPng(signature.png, 'signature.png')) };
  }
  if ((field.type === 'sketch' || field.type === 'body_chart' || field.type === 'spine') && media?.drawing) {
    return { ...field, image_file_id: await uploadImage('chart_image', asPng(media.drawing, `${field.type}.png`)) };
  }
  if (field.type === 'file_upload' && media?.photos && media.photos.length > 0) {
    const ids = await Promise.all(media.photos.map((photo) => uploadImage('chart_image', photo)));
    return { ...field, file_ids: [...field.file_ids, ...ids] };
  }
  return field;
}

/** The fields with every waiting signature, drawing and photo uploaded and named by its id. */
export function withUploads(fields: readonly ChartField[], signatures: Record<string, SignatureValue>, media: ChartMedia): Promise<ChartField[]> {
  return Promise.all(fields.map((field) => uploadField(field, signatures[field.id], media[field.id])));
}
