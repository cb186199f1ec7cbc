#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema, for the tests.

Usage: validate_json_schema.py SCHEMA DOCUMENT...

Prints one line per document, in order: `OK`, or `FAIL: ` and every error found (path and message,
separated by `; `). Exits 3 when the `jsonschema` package is missing, so a test can skip instead of fail.
"""
import json
import sys

try:
    import jsonschema
except ImportError:
    sys.exit(3)


def main(arguments):
    with open(arguments[0], encoding="utf-8") as f:
        schema = json.load(f)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    for path in arguments[1:]:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            described = ("{}: {}".format(list(e.absolute_path), e.message.replace("\n", " ")) for e in errors)
            print("FAIL: " + "; ".join(described))
        else:
            print("OK")


if __name__ == "__main__":
    main(sys.argv[1:])
