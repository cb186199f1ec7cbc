"""What the Python test files that run navlint share: `--navlint PATH` (the binary to run, kept in the test
module's NAVLINT), then unittest's own arguments."""
import argparse
import os
import sys
import unittest


def main(module):
    """Reads --navlint into `module`'s NAVLINT (which it defaults to) and runs the module's tests."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--navlint", default=module.NAVLINT)
    arguments, rest = parser.parse_known_args()
    module.NAVLINT = os.path.abspath(arguments.navlint)
    unittest.main(module=module, argv=[sys.argv[0]] + rest)
