"""The cherry tree's page: its setup, board, pieces, what it shows and says."""
