// A page without widgets: the style registry in the root layout is all it carries of Compare.
// Rendered per request like the widget pages, so the server has rendered widgets before it.
export const dynamic = 'force-dynamic';

export default function AboutPage() {
  return (
    <main>
      <h1>About FreshKart Recipes</h1>
      <p>Weekly recipes for Indian kitchens, with the basket priced across quick-commerce stores.</p>
    </main>
  );
}
