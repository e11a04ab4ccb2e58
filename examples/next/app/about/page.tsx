// A page without widgets: the style registry in the root layout is all it carries of Compare.
export default function AboutPage() {
  return (
    <main>
      <h1>About FreshKart Recipes</h1>
      <p>Weekly recipes for Indian kitchens, with the basket priced across quick-commerce stores.</p>
    </main>
  );
}
