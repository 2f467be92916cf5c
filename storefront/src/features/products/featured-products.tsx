import { useStoreListProducts } from '@commerce/client/store';
import { messages } from '../../lib/messages.ts';
import { featuredProductsParams } from './featured-products-params.ts';

export function FeaturedProducts() {
  return (
    <main className="mx-auto max-w-4xl space-y-6 p-8">
      <h1 className="text-3xl font-semibold">{messages.home.title}</h1>
      <section aria-labelledby="featured-products" className="space-y-3">
        <h2 id="featured-products" className="text-xl font-medium">
          {messages.home.featured}
        </h2>
        <FeaturedProductList />
      </section>
    </main>
  );
}

function FeaturedProductList() {
  const { data, isPending, isError } = useStoreListProducts(featuredProductsParams);
  if (isPending) return <p aria-busy="true">{messages.products.loading}</p>;
  if (isError) return <p role="alert">{messages.products.error}</p>;
  if (data.products.length === 0) return <p>{messages.products.empty}</p>;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {data.products.map((product) => (
        <li key={product.id}>{product.title}</li>
      ))}
    </ul>
  );
}
