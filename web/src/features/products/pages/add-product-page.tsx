// `/addproduct` (admin, REFERENCE §5 "Products"): a new product with its type, prices in dollars and
// Purchased Type (Practice by default). Saved, it appears in the product list, which this returns to.
import { Paper, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { Product } from '#functions/contract/catalog.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { useCreateProduct } from '#web/features/products/api/create-product.ts';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { ProductFields } from '#web/features/products/components/product-fields.tsx';
import { createProductFormSchema, emptyProductDraft } from '#web/features/products/product-draft.ts';
import { productTypesOf } from '#web/features/products/product-search.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

export function AddProductPage() {
  const create = useCreateProduct();
  const products = useProducts();
  const navigate = useNavigate();
  const form = useZodForm(createProductFormSchema, emptyProductDraft, (draft) => draft);
  const created = (product: Product) => {
    notifySuccess(`${product.name} was added.`, 'Product added');
    void navigate(paths.products);
  };

  return (
    <Page title="Add product">
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submitHandler(form, create, { onSuccess: created })} noValidate aria-label="Add product">
          <Stack gap="lg">
            <ProductFields form={form} knownTypes={productTypesOf(products.data ?? [])} />
            <FormProblems error={create.error} title="Could not add the product" otherErrors={form.otherErrors} />
            <FormActions label="Add product" pending={create.isPending} pendingLabel="Adding…" cancelTo={paths.products} />
          </Stack>
        </form>
      </Paper>
    </Page>
  );
}
