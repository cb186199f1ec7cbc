import NavLintCore
print("navlint")
