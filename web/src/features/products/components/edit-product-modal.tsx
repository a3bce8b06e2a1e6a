// "Edit product" (admin, REFERENCE §5 "Products"): the product's fields in a dialog, saved with the
// `version` the form started from. A 409 `conflict` says someone else saved first and offers Reload,
// which starts the form again from the current product.
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { Product } from '#functions/contract/catalog.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { ConflictAlert } from '#web/components/conflict-alert.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useUpdateProduct } from '#web/features/products/api/update-product.ts';
import { ProductFields } from '#web/features/products/components/product-fields.tsx';
import { draftOf, updateProductFormSchema, type ProductDraft } from '#web/features/products/product-draft.ts';
import { productTypesOf } from '#web/features/products/product-search.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

/** The form, the save and the reload after a conflict, around the version the values came from. */
function useEditProduct(product: Product, onDone: () => void) {
  const update = useUpdateProduct(product.id);
  const products = useProducts();
  const [version, setVersion] = useState(product.version);
  const form = useZodForm(updateProductFormSchema, draftOf(product), (draft: ProductDraft) => ({ ...draft, version }));
  const saved = (record: Product) => {
    notifySuccess(`${record.name} was saved.`, 'Product saved');
    onDone();
  };
  const reload = async () => {
    const fresh = (await products.refetch()).data?.find((record) => record.id === product.id);
    if (fresh) {
      setVersion(fresh.version);
      form.reset(draftOf(fresh));
    }
    update.reset();
  };
  const conflict = update.error instanceof ApiError && update.error.code === 'conflict' ? update.error : undefined;
  return { form, update, products, conflict, reload, submit: submitHandler(form, update, { onSuccess: saved }) };
}

function EditProductForm({ product, onDone }: { product: Product; onDone: () => void }) {
  const { form, update, products, conflict, reload, submit } = useEditProduct(product, onDone);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <ProductFields form={form} knownTypes={productTypesOf(products.data ?? [])} />
        {conflict ? (
          <ConflictAlert message={conflict.message} onReload={() => void reload()} />
        ) : (
          <FormProblems error={update.error} title="Could not save the product" otherErrors={form.otherErrors} />
        )}
        <FormActions label="Save changes" pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

export function EditProductModal({ product, onClose }: { product: Product | undefined; onClose: () => void }) {
  return (
    <AppModal opened={product !== undefined} onClose={onClose} title="Edit product" size="lg">
      {/* Keyed and mounted only while open: each product starts from its own values. */}
      {product && <EditProductForm key={product.id} product={product} onDone={onClose} />}
    </AppModal>
  );
}
