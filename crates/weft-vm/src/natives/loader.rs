//! Class loaders and class-path resources.
//!
//! Every class of the application class path has one loader, the model class
//! `WeftAppClassLoader` (created by its initializer when a program first asks for a loader),
//! which is also what `ClassLoader.getSystemClassLoader()` returns; the JDK's classes keep the
//! bootstrap loader, null. Resources are read from the class path's directories and jars when
//! the program asks for them: like class files they are fixed input, never written.

use super::*;
use crate::class::{ClassKind, ElementType};
use crate::insn::Prim;
use crate::machine::InitCheck;
use crate::state::ArrayData;
use weft_classfile::{ClassPath, ClassPathError};

const APP_LOADER: &str = "java/lang/WeftAppClassLoader";

pub(super) fn register(r: &mut NativeRegistry) {
    r.add("java/lang/Class", "isApplicationClass", "()Z", |m, _, a| {
        let mut c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        while let ClassKind::Array { element: ElementType::Ref(e) } = m.prog.class(c).kind {
            c = e;
        }
        ret_bool(matches!(m.prog.class(c).origin, weft_classfile::ClassOrigin::Application))
    });
    r.add("java/lang/Class", "jdkModuleName", "()Ljava/lang/String;", |m, _, a| {
        let mut c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        while let ClassKind::Array { element: ElementType::Ref(e) } = m.prog.class(c).kind {
            c = e;
        }
        let name = m.prog.class(c).origin.module().unwrap_or("java.base").to_string();
        let s = m.new_string(&name);
        ret_ref(Some(s))
    });
    r.add(APP_LOADER, "newNamedModule", "(Ljava/lang/String;)Ljava/lang/Module;", |m, _, a| {
        let Some(name) = arg_ref(a, 0)? else { return npe() };
        let c = m.load("java/lang/Module")?;
        let module = m.alloc_instance(c);
        m.set_field_named(module, "name", Value::Ref(Some(name)));
        ret_ref(Some(module))
    });
    r.add("java/lang/ClassLoader", "getSystemClassLoader", "()Ljava/lang/ClassLoader;", |m, tid, _| {
        let c = m.load(APP_LOADER)?;
        if let InitCheck::Retry = m.ensure_initialized(tid, c)? {
            return Ok(NResult::Retry);
        }
        match m.get_static_named(c, "INSTANCE") {
            Some(Value::Ref(loader)) => ret_ref(loader),
            _ => Err(VmError::verify("WeftAppClassLoader without INSTANCE")),
        }
    });
    // The JDK opens the resource's URL, which would mean reading files through `URLConnection`;
    // the application loader reads class-path resources itself.
    r.add(
        "java/lang/ClassLoader",
        "getSystemResourceAsStream",
        "(Ljava/lang/String;)Ljava/io/InputStream;",
        |m, tid, a| {
            let c = m.load(APP_LOADER)?;
            if let InitCheck::Retry = m.ensure_initialized(tid, c)? {
                return Ok(NResult::Retry);
            }
            let Some(Value::Ref(Some(loader))) = m.get_static_named(c, "INSTANCE") else {
                return Err(VmError::verify("WeftAppClassLoader without INSTANCE"));
            };
            let key = m.prog.key("getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;");
            let method = m
                .prog
                .resolve_method(c, key)
                .ok_or_else(|| VmError::verify("WeftAppClassLoader.getResourceAsStream"))?;
            Ok(NResult::Invoke(
                method,
                vec![Value::Ref(Some(loader)), *a.first().ok_or_else(|| VmError::verify("missing argument"))?],
            ))
        },
    );
    // `java.io.File` (URLs of resources are parsed with it) caches JNI field ids here.
    r.add("java/io/UnixFileSystem", "initIDs", "()V", |_, _, _| ret_void());
    r.add(APP_LOADER, "resourceBytes", "(Ljava/lang/String;)[B", |m, _, a| {
        let Some(name) = arg_ref(a, 0)? else { return npe() };
        let name = m.rust_string(name);
        match find(m, &name)? {
            Some(found) => {
                let bytes = found.bytes.iter().map(|&b| b as i8).collect();
                let arr = m.alloc_prim_array(Prim::Byte, ArrayData::Byte(bytes));
                ret_ref(Some(arr))
            }
            None => ret_ref(None),
        }
    });
    r.add("java/lang/Class", "jdkResource", "(Ljava/lang/String;Ljava/lang/String;)[B", |m, _, a| {
        let (Some(module), Some(name)) = (arg_ref(a, 0)?, arg_ref(a, 1)?) else { return npe() };
        let (module, name) = (m.rust_string(module), m.rust_string(name));
        let found = m
            .prog
            .classpath
            .find_jdk_resource(&module, &name)
            .map_err(|e| VmError::unsupported(format!("reading resource {name} of module {module}: {e}")))?;
        match found {
            Some(bytes) => {
                let bytes = bytes.iter().map(|&b| b as i8).collect();
                ret_ref(Some(m.alloc_prim_array(Prim::Byte, ArrayData::Byte(bytes))))
            }
            None => ret_ref(None),
        }
    });
    r.add("java/lang/WeftVM", "jdkServiceProviders", "(Ljava/lang/String;)[Ljava/lang/String;", |m, _, a| {
        let Some(service) = arg_ref(a, 0)? else { return npe() };
        let service = m.rust_string(service);
        let names = jdk_service_providers(&m.prog.classpath, &service)
            .map_err(|e| VmError::unsupported(format!("reading the runtime image's module descriptors: {e}")))?;
        ret_ref(Some(string_array(m, &names)?))
    });
    r.add(APP_LOADER, "allResources", "(Ljava/lang/String;)[Ljava/lang/Object;", |m, _, a| {
        let Some(name) = arg_ref(a, 0)? else { return npe() };
        let name = m.rust_string(name);
        let found = m
            .prog
            .classpath
            .find_resources(&name, false)
            .map_err(|e| VmError::unsupported(format!("reading resource {name}: {e}")))?;
        let mut items = Vec::with_capacity(2 * found.len());
        for f in found {
            items.push(Some(m.new_string(&f.url)));
            let bytes = f.bytes.iter().map(|&b| b as i8).collect();
            items.push(Some(m.alloc_prim_array(Prim::Byte, ArrayData::Byte(bytes))));
        }
        ret_ref(Some(ref_array(m, "[Ljava/lang/Object;", &items)?))
    });
    r.add(APP_LOADER, "resourceUrl", "(Ljava/lang/String;)Ljava/lang/String;", |m, _, a| {
        let Some(name) = arg_ref(a, 0)? else { return npe() };
        let name = m.rust_string(name);
        match find(m, &name)? {
            Some(found) => {
                let url = m.new_string(&found.url);
                ret_ref(Some(url))
            }
            None => ret_ref(None),
        }
    });
}

fn find(m: &Machine, name: &str) -> Result<Option<weft_classfile::FoundResource>, VmError> {
    m.prog.classpath.find_resource(name).map_err(|e| VmError::unsupported(format!("reading resource {name}: {e}")))
}

/// The providers of service `service` (a binary name, `java.time.zone.ZoneRulesProvider`) that
/// the runtime image's modules declare (`provides ... with ...` in their `module-info.class`),
/// as binary names, module by module in the image's order and in each module's declared order.
/// A module whose descriptor cannot be read or parsed declares none.
fn jdk_service_providers(classpath: &ClassPath, service: &str) -> Result<Vec<String>, ClassPathError> {
    let Some(image) = classpath.runtime_image() else { return Ok(Vec::new()) };
    let internal = service.replace('.', "/");
    let mut providers = Vec::new();
    for module in image.modules() {
        let Some(bytes) = classpath.find_jdk_resource(module, "module-info.class")? else { continue };
        let Ok(Ok(descriptor)) = std::panic::catch_unwind(|| cafebabe::parse_class(&bytes)) else { continue };
        for attribute in &descriptor.attributes {
            if let cafebabe::attributes::AttributeData::Module(data) = &attribute.data {
                for provides in data.provides.iter().filter(|p| *p.service_interface_name == *internal) {
                    providers.extend(provides.provides_with.iter().map(|c| c.replace('/', ".")));
                }
            }
        }
    }
    Ok(providers)
}
