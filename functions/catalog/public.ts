// The catalog group's public face (decision 024): what other groups may use of it. Product and
// treatment keys and records live in functions/model/.
export { getProduct, listProducts, loadProducts } from '#functions/catalog/product-repository.ts';
