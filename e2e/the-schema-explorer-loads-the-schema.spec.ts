import { expect, gatewayOrigin, test } from './fixtures';

/**
 * The gateway's GraphiQL page (development) loads the schema the way GraphiQL, codegen and other tools do: with
 * graphql-js's standard introspection query (15 levels deep, which the old depth limit of 12 refused).
 */
test('GraphiQL at the gateway shows the schema', async ({ page }) => {
  const introspection = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/graphql' &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes('__schema'),
  );
  await page.goto(`${gatewayOrigin()}/graphql`);

  const answer = await introspection;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { data?: { __schema?: { queryType?: { name: string } } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data?.__schema?.queryType?.name).toBe('Query');

  await page.getByRole('button', { name: 'Show Documentation Explorer' }).click();
  const explorer = page.locator('.graphiql-doc-explorer');
  await expect(explorer.getByText('Root Types')).toBeVisible();
  await explorer.getByRole('link', { name: 'Query', exact: true }).click();
  // The Query type's fields, as the schema describes them.
  await expect(explorer.getByRole('link', { name: 'products', exact: true })).toBeVisible();
  await expect(page.getByText('Error fetching schema')).toHaveCount(0);
});
