"""The one error every step of the build raises, so the command line can say what is wrong and stop."""


class BuildError(Exception):
    """A problem in site/ or the package that would ship a broken site."""
