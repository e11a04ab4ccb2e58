// The partner's own content around the widgets: a real recipe page has a header and an
// introduction above the comparison and the method, notes and a footer below it, so any height the
// widgets gain after the first paint moves text the reader is looking at.

/** The site header and the recipe's introduction, above the widgets. */
export function RecipeIntro({ title }: { title: string }) {
  return (
    <>
      <nav aria-label="Site">
        <a href="/">Recipes</a>
        <a href="/recipe">This week</a>
        <a href="/compare">Your basket</a>
        <a href="/about">About</a>
      </nav>
      <h1>{title}</h1>
      <p>
        A weeknight paneer butter masala for four: soft paneer in a tomato, butter and cashew gravy, finished
        with kasuri methi. Everything below comes from one quick-commerce order.
      </p>
      <ul>
        <li>Milk, 1 litre (for the paneer)</li>
        <li>Whole wheat atta, for the rotis</li>
        <li>Butter, 100 g</li>
      </ul>
    </>
  );
}

/** The method, a note and the footer, below the widgets. */
export function RecipeMethod() {
  return (
    <>
      <h2>Method</h2>
      <ol>
        <li>
          Bring the milk to a boil, stir in the juice of a lemon, strain the curds through a muslin cloth and
          press them under a weight for thirty minutes.
        </li>
        <li>
          Melt half the butter, fry the cumin until it crackles, then add ginger, garlic and chopped tomatoes
          and cook until the oil separates.
        </li>
        <li>
          Blend the gravy with soaked cashews, return it to the pan with the rest of the butter and simmer for
          ten minutes.
        </li>
        <li>Cut the paneer into cubes, fold it into the gravy and finish with kasuri methi.</li>
      </ol>
      <h2>Notes</h2>
      <p>
        Prices and delivery fees change through the day; the comparison above refreshes them when the page
        opens. Leftover gravy keeps for two days in the fridge.
      </p>
      <footer>
        <p>FreshKart Recipes · Weekly recipes for Indian kitchens</p>
      </footer>
    </>
  );
}
