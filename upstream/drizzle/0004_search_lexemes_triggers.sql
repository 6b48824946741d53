-- search_lexemes holds every word of the products' search vectors, for typo-tolerant search (see
-- searchLexemes in schema.ts). These triggers keep it complete however products are written. Words
-- are never removed: a word no product uses any more only adds an alternative that finds nothing.
CREATE OR REPLACE FUNCTION search_lexemes_from_inserted_products() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM inserted_products
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement: a bulk insert (the seed's batches of 1,000) adds its words in one go.
CREATE TRIGGER products_search_lexemes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted_products
  FOR EACH STATEMENT EXECUTE FUNCTION search_lexemes_from_inserted_products();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexemes_from_updated_product() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexemes (lexeme)
    SELECT unnest(tsvector_to_array(NEW.search_vector))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only when a searched column changes, so stock and rating updates cost nothing here.
CREATE TRIGGER products_search_lexemes_update AFTER UPDATE OF product_name, tags, description ON products
  FOR EACH ROW EXECUTE FUNCTION search_lexemes_from_updated_product();
--> statement-breakpoint
-- The search term's query with every word that no product uses widened to the (at most three)
-- known words spelled most like it: 'kiondo' & 'baskt' becomes 'kiondo' & ('baskt' | 'basket').
-- The rest of the query (OR, -word, "phrases") stays as the shopper typed it. Lexemes are quoted
-- for the tsquery parser (backslash and quote escaped), never parsed as query syntax.
CREATE OR REPLACE FUNCTION search_lookalike_query(term text) RETURNS tsquery
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  widened tsquery := websearch_to_tsquery('english', term);
  word text;
  quoted text;
  alternatives text;
BEGIN
  FOR word IN SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', term))) LOOP
    CONTINUE WHEN EXISTS (SELECT 1 FROM search_lexemes WHERE lexeme = word);
    quoted := '''' || replace(replace(word, '\', '\\'), '''', '''''') || '''';
    SELECT string_agg('''' || replace(replace(best.lexeme, '\', '\\'), '''', '''''') || '''', ' | ')
      INTO alternatives
      FROM (SELECT lexeme FROM search_lexemes WHERE lexeme % word ORDER BY similarity(lexeme, word) DESC, lexeme LIMIT 3) best;
    CONTINUE WHEN alternatives IS NULL;
    widened := ts_rewrite(widened, quoted::tsquery, (quoted || ' | ' || alternatives)::tsquery);
  END LOOP;
  RETURN widened;
END
$$;
--> statement-breakpoint
-- Products that existed before this migration.
INSERT INTO search_lexemes (lexeme)
  SELECT word FROM ts_stat('SELECT search_vector FROM products')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ANALYZE search_lexemes;
