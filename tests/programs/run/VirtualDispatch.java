// weft: expect exit 0
// Covers: invokevirtual dispatch through a class hierarchy, super.method() calls, overriding with covariant return, overloading resolved statically vs overriding resolved dynamically, final methods, private methods not overridden, calls on arrays of base type
public class VirtualDispatch {
    static class Animal {
        String name() {
            return "animal";
        }

        String speak() {
            return name() + " makes a sound";
        }

        Animal self() {
            return this;
        }

        private String secret() {
            return "animal-secret";
        }

        String callSecret() {
            return secret();
        }

        final String kingdom() {
            return "Animalia";
        }

        String greet(Animal other) {
            return "animal greets animal";
        }

        String greet(Dog other) {
            return "animal greets dog";
        }
    }

    static class Dog extends Animal {
        @Override
        String name() {
            return "dog";
        }

        @Override
        String speak() {
            return super.speak() + " (woof)";
        }

        @Override
        Dog self() {
            return this;
        }

        String secret() {
            return "dog-secret";
        }

        @Override
        String greet(Animal other) {
            return "dog greets animal";
        }
    }

    static class Puppy extends Dog {
        @Override
        String name() {
            return "puppy";
        }

        @Override
        String speak() {
            return "[" + super.speak() + "]";
        }
    }

    static class Cat extends Animal {
        @Override
        String name() {
            return "cat";
        }
    }

    public static void main(String[] args) {
        Animal[] zoo = {new Animal(), new Dog(), new Puppy(), new Cat()};
        for (Animal a : zoo) {
            System.out.println(a.speak() + " | " + a.self().name() + " | " + a.callSecret() + " | " + a.kingdom() + " | " + a.getClass().getSimpleName());
        }
        Animal asAnimal = new Dog();
        Dog dog = new Dog();
        System.out.println(asAnimal.greet(asAnimal));
        System.out.println(asAnimal.greet(dog));
        System.out.println(dog.greet((Animal) dog));
        System.out.println(new Animal().greet(dog));
        System.out.println(dog.self().secret());
        Object o = new Puppy();
        System.out.println(o.toString().startsWith("VirtualDispatch$Puppy@"));
        System.out.println(((Animal) o).speak());
        int dogs = 0;
        for (Animal a : zoo) {
            if (a instanceof Dog) {
                dogs++;
            }
        }
        System.out.println("dogs=" + dogs);
    }
}
