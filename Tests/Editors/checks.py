"""The one tally the editor tests share: every check counted, each failure printed, one summary line."""


class Checks:
    """Counts passed and failed checks and prints one line for each failure."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL {message}")
        return condition

    def summary(self, label):
        """Prints `label: N passed, M failed`; the exit code: 1 when a check failed."""
        print(f"{label}: {self.passed} passed, {self.failed} failed")
        return 1 if self.failed else 0
