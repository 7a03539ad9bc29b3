"""The tests of the Crazy Eights game: its rules on fixed positions, random play with
invariants, its registration and words, and the front ends that play it."""
