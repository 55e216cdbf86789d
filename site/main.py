from ui.app import start

start()
