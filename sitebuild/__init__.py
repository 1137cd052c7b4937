"""Build glue of the site: thin functions over the engine and MkDocs, no rules here."""
